import 'server-only';
import crypto from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { CENTRE, focalPointSchema, photoMessages, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_MIN_SIDE, type FocalPoint } from '@/lib/validation/photo';
import { sniffPhotoFormat } from './format';
import { cropBox, PHOTO_ASPECT, PHOTO_WIDTHS, type PhotoFormat, type StoredPhoto } from './sources';

export { cropBox } from './sources';

// An owner's upload turned into the files the shop serves: checked by its bytes, turned upright by
// its EXIF orientation, cropped to the card's 4:3 around the focal point, stripped of every
// metadata (EXIF, GPS, XMP; colours converted to sRGB), encoded as AVIF and WebP at the widths
// the pages use, with a blurred placeholder. Nothing is written here: store.ts does that.

type PhotoVariant = { width: number; format: PhotoFormat; bytes: Buffer };
export type ProcessedPhoto = StoredPhoto & { variants: PhotoVariant[] };
type PhotoRefusal = { ok: false; status: 400 | 413 | 415 | 422; message: string };
export type PhotoResult = { ok: true; photo: ProcessedPhoto } | PhotoRefusal;

const refuse = (status: PhotoRefusal['status'], message: string): PhotoRefusal => ({ ok: false, status, message });

const LARGEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
const AVIF = { quality: 50, effort: 4 } as const;
const WEBP = { quality: 75, effort: 4 } as const;
/** The placeholder's size: enough for the colours and the light, a few hundred bytes as a data URL. */
const PLACEHOLDER_WIDTH = 16;
const heightFor = (width: number) => Math.round(width / PHOTO_ASPECT);

/**
 * sharp decodes JPEG, PNG, WebP and AV1 HEIF (AVIF) itself. 'error' rather than sharp's default
 * 'warning': phone cameras write JPEGs with harmless warnings ("extraneous bytes before marker").
 */
const openOptions = { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS } as const;

type Decoded = { image: Sharp; width: number; height: number };

/** A decoded photo, upright, or the reason it cannot be one. */
async function decode(bytes: Uint8Array): Promise<Decoded | PhotoRefusal> {
  const format = sniffPhotoFormat(bytes);
  if (format === null) return refuse(415, photoMessages.notImage);
  let metadata: Metadata;
  try {
    // Only the header is read here: the pixel limit below answers with its own message.
    metadata = await sharp(bytes, { ...openOptions, limitInputPixels: false }).metadata();
  } catch {
    return refuse(422, format === 'heif' ? photoMessages.heicUnreadable : photoMessages.unreadable);
  }
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) return refuse(413, photoMessages.tooManyPixels);
  if (format === 'heif' && metadata.compression !== 'av1') return decodeHeic(bytes);
  const { width, height } = metadata.autoOrient;
  return { image: sharp(bytes, openOptions).autoOrient(), width, height };
}

/**
 * An iPhone's HEIC is HEVC inside HEIF, which sharp's prebuilt libvips does not decode: libheif
 * built to WebAssembly does (heic-decode, loaded on the first HEIC only; docs/decisions/040-photo-pipeline.md).
 * libheif applies the file's rotation and mirroring itself.
 */
async function decodeHeic(bytes: Uint8Array): Promise<Decoded | PhotoRefusal> {
  try {
    const { default: decodeHeif } = await import('heic-decode');
    const { width, height, data } = await decodeHeif({ buffer: bytes });
    if (width * height > PHOTO_MAX_PIXELS) return refuse(413, photoMessages.tooManyPixels);
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return { image: sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: PHOTO_MAX_PIXELS }), width, height };
  } catch {
    return refuse(422, photoMessages.heicUnreadable);
  }
}

const share = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

export async function processPhoto(bytes: Uint8Array, focal: FocalPoint = CENTRE): Promise<PhotoResult> {
  if (bytes.byteLength === 0) return refuse(422, photoMessages.empty);
  if (bytes.byteLength > PHOTO_MAX_BYTES) return refuse(413, photoMessages.tooLarge);
  if (!focalPointSchema.safeParse(focal).success) return refuse(400, photoMessages.focalPoint);
  const decoded = await decode(bytes);
  if ('ok' in decoded) return decoded;
  if (Math.min(decoded.width, decoded.height) < PHOTO_MIN_SIDE) return refuse(422, photoMessages.tooSmall);

  try {
    // Scaled first, so a JPEG is decoded at a fraction of its size (libjpeg's shrink-on-load), then cropped.
    const full = cropBox(decoded.width, decoded.height, focal);
    const scale = Math.min(1, LARGEST / full.width);
    const scaledWidth = Math.max(1, Math.round(decoded.width * scale));
    const scaledHeight = Math.max(1, Math.round(decoded.height * scale));
    const box = cropBox(scaledWidth, scaledHeight, focal);
    const { data, info } = await decoded.image
      .resize(scaledWidth, scaledHeight, { fit: 'fill' })
      .extract(box)
      // A cut-out PNG on white, as a photo of the product would be; no alpha channel to store.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const base = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

    const widths = PHOTO_WIDTHS.filter((width) => width <= box.width);
    const variants: PhotoVariant[] = [];
    for (const width of widths) {
      const resized = () => base().resize(width, heightFor(width), { fit: 'cover' });
      variants.push({ width, format: 'avif', bytes: await resized().avif(AVIF).toBuffer() });
      variants.push({ width, format: 'webp', bytes: await resized().webp(WEBP).toBuffer() });
    }
    const largest = widths[widths.length - 1]!;
    return {
      ok: true,
      photo: {
        id: contentHash(variants),
        width: largest,
        height: heightFor(largest),
        widths,
        focus: { x: share((focal.x * scaledWidth - box.left) / box.width), y: share((focal.y * scaledHeight - box.top) / box.height) },
        placeholder: await placeholder(base()),
        variants,
      },
    };
  } catch {
    // Pixel data that fails past the header (a truncated or corrupt file).
    return refuse(422, photoMessages.unreadable);
  }
}

/** The id: a hash of every variant, so the same picture always has the same URLs and a new one new URLs. */
function contentHash(variants: PhotoVariant[]): string {
  const hash = crypto.createHash('sha256');
  for (const variant of variants) hash.update(`${variant.width}.${variant.format}:${variant.bytes.length}:`).update(variant.bytes);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A 16 x 12 WebP, blurred by an SVG filter so it reads as the photo out of focus rather than as
 * big pixels (the image overflows the view box by a pixel so the blur does not fade its edges).
 */
async function placeholder(image: Sharp): Promise<string> {
  const height = heightFor(PLACEHOLDER_WIDTH);
  const tiny = await image.resize(PLACEHOLDER_WIDTH, height, { fit: 'cover' }).webp({ quality: 40, effort: 6 }).toBuffer();
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${PLACEHOLDER_WIDTH} ${height}'>` +
    `<filter id='b'><feGaussianBlur stdDeviation='.8'/></filter>` +
    `<image filter='url(#b)' x='-1' y='-1' width='${PLACEHOLDER_WIDTH + 2}' height='${height + 2}' preserveAspectRatio='none' href='data:image/webp;base64,${tiny.toString('base64')}'/></svg>`;
  return `data:image/svg+xml,${svg.replace(/[<>#%"]/g, encodeURIComponent)}`;
}
