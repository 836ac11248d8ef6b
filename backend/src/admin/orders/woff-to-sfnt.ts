import { inflateSync } from 'node:zlib';

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * A WOFF 1.0 font (https://www.w3.org/TR/WOFF/) as the TrueType/OpenType file it wraps: each table inflated where
 * it was compressed, laid out again with the sfnt header and table directory. Metadata and private data are
 * dropped (a PDF embeds neither).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font.');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const packed = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(packed) : packed;
    if (data.length !== origLength) throw new Error('A WOFF table does not unpack to its stated length.');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });

  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), SFNT_HEADER + SFNT_ENTRY * numTables);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = SFNT_HEADER + SFNT_ENTRY * numTables;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
