// Custom game texts in links: UTF-8 → raw DEFLATE (fflate) → base64url. Decompression is capped
// so a hostile link cannot inflate into gigabytes.

import { deflateSync, Inflate, strToU8 } from 'fflate';

/** Largest text a link may carry once decompressed (bytes). */
export const MAX_TEXT_BYTES = 4 * 1024 * 1024;
/** Largest compressed payload read from a link (characters of base64url). */
export const MAX_PAYLOAD_CHARS = 2 * 1024 * 1024;

function toBase64Url(bytes) {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('the game text in the link is not base64url');
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  // One character past a whole group of four cannot be base64: the link was cut short.
  if (base64.length % 4 === 1) throw new Error('the game text in the link is damaged (it is cut short)');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The last text packed: the link is rewritten at every step, the text rarely changes. */
let lastPacked = { text: null, packed: '' };

/** The text as a link-safe string. */
export function packText(text) {
  if (text !== lastPacked.text) lastPacked = { text, packed: toBase64Url(deflateSync(strToU8(text), { level: 9 })) };
  return lastPacked.packed;
}

/** The text back from packText's output; throws an Error with a readable message. */
export function unpackText(payload) {
  if (payload.length > MAX_PAYLOAD_CHARS) throw new Error('the game text in the link is too long');
  const compressed = fromBase64Url(payload);
  const chunks = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > MAX_TEXT_BYTES) throw new Error('the game text in the link is too large once unpacked');
    chunks.push(chunk);
  });
  try {
    inflater.push(compressed, true);
  } catch (error) {
    if (error.message.includes('too large')) throw error;
    throw new Error('the game text in the link is damaged (it does not decompress)');
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error('the game text in the link is not UTF-8 text');
  }
}

