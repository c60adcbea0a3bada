// jsdom lacks what react-router needs at import time; Node has both.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's Blob has no arrayBuffer() (browsers and Node have it); the document upload reads a file's
// bytes with it. Read through jsdom's own FileReader, so the bytes are the file's.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer() {
    return new Promise((resolve, reject) => {
      const reader = new globalThis.FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// Quill measures ranges (the caret's bounds, scrolling it into view); jsdom lays nothing out and has
// neither measure on Range.
const { Range } = globalThis;
if (typeof Range !== 'undefined') {
  const emptyRect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON() {} });
  if (typeof Range.prototype.getBoundingClientRect !== 'function') Range.prototype.getBoundingClientRect = emptyRect;
  if (typeof Range.prototype.getClientRects !== 'function') {
    Range.prototype.getClientRects = () => Object.assign([], { item: () => null });
  }
}
