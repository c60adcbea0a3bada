// jsdom lacks what react-router needs at import time; Node has both.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
