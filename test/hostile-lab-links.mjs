// Lab links a visitor might be sent to do harm or to break the page: each must give a sentence
// and the default experiment (read by test/unit/params.test.mjs and e2e/lab.spec.js).
export const HOSTILE_LAB_LINKS = [
  '#lab&n=<img src=x onerror=alert(1)>',
  '#lab&n=1..99',
  '#lab&runs=1e9',
  '#lab&seed=-5',
  '#lab&leaves=<script>alert(1)</script>',
  '#lab&method=javascript:alert(1)',
  '#lab&evil=1',
  '#lab&n=1..30&method=alphabeta&show=31',
  `#lab&n=${'1'.repeat(500)}`,
];
