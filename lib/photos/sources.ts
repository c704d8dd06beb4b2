// The browser-safe half of the product photos: what a stored photo is, its URLs and the sources a
// page offers for it. The server half (processing, the files) is process.ts and store.ts.

/** The product card's picture (globals.css .product-card-image, aspect 4:3). */
export const PHOTO_ASPECT = 4 / 3;

/**
 * The widths stored for each photo, in CSS px times the screen's density, for what the pages draw:
 * the phone row's 80 px square (a 107 px-wide 4:3 photo under object-cover), the cart line's 96-112 px,
 * the card's 360 px or 50vw and the product sheet's 512 px or 100vw, at 1x to 3x. A photo narrower
 * than a width after its crop is not enlarged: it gets the widths up to its own.
 */
export const PHOTO_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;

export type PhotoFormat = 'avif' | 'webp';

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Where the stored variants are served (app/fotos/[file]/route.ts). */
const PHOTO_URL_PREFIX = '/fotos/';

/** A stored photo as a product keeps it: plain data, for Server and Client Components alike. */
export type StoredPhoto = {
  /** The content hash of its variants: 16 hex digits, in every URL, so a new photo is a new URL. */
  id: string;
  /** The largest variant's size (4:3). */
  width: number;
  height: number;
  /** The widths stored, ascending: PHOTO_WIDTHS up to `width`. */
  widths: number[];
  /** The focal point inside the stored 4:3 picture (0..1), for crops the page makes (a square thumbnail). */
  focus: { x: number; y: number };
  /** A blurred preview of a few hundred bytes (a data: URL), shown until the photo arrives. */
  placeholder: string;
};

const ID = /^[0-9a-f]{16}$/;
const FILE = /^([0-9a-f]{16})-([1-9][0-9]{2,3})\.(avif|webp)$/;

export function isPhotoId(value: string): boolean {
  return ID.test(value);
}

export function photoUrl(id: string, width: number, format: PhotoFormat): string {
  return `${PHOTO_URL_PREFIX}${id}-${width}.${format}`;
}

/** The id, width and format a served file name stands for, or null for any other name. */
export function parsePhotoFileName(name: string): { id: string; width: number; format: PhotoFormat } | null {
  const match = FILE.exec(name);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(PHOTO_WIDTHS as readonly number[]).includes(width)) return null;
  return { id: match[1]!, width, format: match[3] as PhotoFormat };
}

export type PhotoSources = {
  avif: string;
  webp: string;
  /** For the <img> itself: a middle-sized WebP, which every browser that shows the page can read. */
  src: string;
  sizes: string;
};

/** `srcset`s for a <picture>'s AVIF and WebP <source>s and the <img>'s `src`. */
export function photoSources(photo: StoredPhoto, sizes: string): PhotoSources {
  const srcSet = (format: PhotoFormat) => photo.widths.map((width) => `${photoUrl(photo.id, width, format)} ${width}w`).join(', ');
  const middle = photo.widths.filter((width) => width <= 640).at(-1) ?? photo.widths[0]!;
  return { avif: srcSet('avif'), webp: srcSet('webp'), src: photoUrl(photo.id, middle, 'webp'), sizes };
}

/**
 * The CSS object-position for a box of another shape than the photo (the phone row's square, the
 * product sheet's wide band): at p% the photo's p% point lies on the box's p% point, so the focal
 * point is always in view, whatever the box.
 */
export function focalPosition(focus: StoredPhoto['focus']): string {
  const percent = (share: number) => `${Math.round(Math.min(1, Math.max(0, share)) * 1000) / 10}%`;
  return `${percent(focus.x)} ${percent(focus.y)}`;
}

/**
 * The largest 4:3 box of a width x height picture that has the focal point (shares of the upright
 * width and height) as near its centre as the edges allow: what the server keeps of an upload, and
 * what the desk's photo form shows before sending it.
 */
export function cropBox(width: number, height: number, focal: { x: number; y: number }) {
  const wide = width / height > PHOTO_ASPECT;
  const boxWidth = wide ? Math.min(width, Math.round(height * PHOTO_ASPECT)) : width;
  const boxHeight = wide ? height : Math.min(height, Math.round(width / PHOTO_ASPECT));
  const place = (point: number, size: number, limit: number) => Math.min(Math.max(Math.round(point - size / 2), 0), limit - size);
  return {
    left: place(focal.x * width, boxWidth, width),
    top: place(focal.y * height, boxHeight, height),
    width: boxWidth,
    height: boxHeight,
  };
}
