// Saving a file through the browser's download (an <a download> click): every export, the game
// files, the lab's CSV and PNGs.

/** Saves a Blob (or a string, as `type`) under a file name, through the browser's download. */
export function download(fileName, data, type = 'text/plain') {
  const blob = data instanceof Blob ? data : new Blob([data], { type: `${type};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the URL; it is released on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
