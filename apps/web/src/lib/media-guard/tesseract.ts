// tesseract.js's browser side, imported only through `import('./tesseract')` so that it is a
// chunk of its own ('tesseract-*.js'), downloaded at the first check of a chosen file.
export { createWorker } from 'tesseract.js';
