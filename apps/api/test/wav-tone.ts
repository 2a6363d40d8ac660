// No imports: the browser tests use it too (apps/web/e2e).
/** Half a second of a real 440 Hz tone as an 8-bit mono WAV: a sound every browser plays. */
export function wavTone(): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(rate / 2);
  for (let i = 0; i < samples.length; i++)
    samples[i] = 128 + Math.round(100 * Math.sin((2 * Math.PI * 440 * i) / rate));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}
