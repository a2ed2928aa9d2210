export { initialChunk } from './chunks';
export { compressBoth, precompress, precompressDirectory, MIN_COMPRESS_BYTES } from './precompress';
export type { PrecompressedFile } from './precompress';
