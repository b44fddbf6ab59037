import { parentPort, workerData } from 'node:worker_threads';
import { spreadsheetFirstColumn } from './spreadsheet-first-column.js';

// Runs in a worker thread of its own (see read-first-column.ts): a throw ends the worker with an
// 'error' event, which the caller reports as an unreadable file.
const { bytes, maxRows } = workerData as { bytes: Uint8Array; maxRows: number };
parentPort!.postMessage(spreadsheetFirstColumn(bytes, maxRows));
