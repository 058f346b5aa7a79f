/**
 * `/favicon.ico`: browsers ask for it on their own whenever a document names no icon (a plain-text
 * page such as `/llms.txt` or a page's `.md`), so the site answers with its logo rather than a 404.
 * An ICO file is a directory of images; each entry here holds a PNG, which every current browser reads.
 */

export interface IconImage {
  /** Width and height in pixels (square, 1–256). */
  size: number;
  /** The PNG file's bytes. */
  png: Uint8Array;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/** Packs square PNG images into one ICO file, in the order given. */
export function icoFromPngs(images: readonly IconImage[]): Uint8Array<ArrayBuffer> {
  if (images.length === 0) throw new Error('An ICO file needs at least one image.');
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  const total = offset + images.reduce((sum, image) => sum + image.png.byteLength, 0);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // 1: icon
  view.setUint16(4, images.length, true);
  images.forEach((image, index) => {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256) throw new Error(`An ICO image is 1 to 256 pixels wide, not ${image.size}.`);
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    view.setUint8(entry, image.size % 256); // 0 stands for 256
    view.setUint8(entry + 1, image.size % 256);
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.byteLength, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(image.png, offset);
    offset += image.png.byteLength;
  });
  return bytes;
}
