# Game Graph Lab. `make run`: build and show; `make test`: every test.
.PHONY: run test

run:
	cargo build --release
	./target/release/gamegraph preset nim 1,2,3 | ./target/release/gamegraph solve

test:
	cargo test
