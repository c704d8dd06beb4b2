import sharp from 'sharp';

// Photos made on the spot for the tests: a green field with a red block in the stored top-left
// corner, so where the red ends up tells how the picture was turned and cropped.

export const RED = { r: 211, g: 47, b: 47 };
export const GREEN = { r: 46, g: 125, b: 50 };

/** EXIF as a phone writes it: the camera, and where the photo was taken (Guápiles). */
const PHONE_EXIF = {
  IFD0: { Make: 'Apple', Model: 'iPhone 13' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 12/1 3000/100', GPSLongitudeRef: 'W', GPSLongitude: '83/1 47/1 0/1' },
};

type Options = { width?: number; height?: number; orientation?: number; exif?: boolean; format?: 'jpeg' | 'png' | 'webp' | 'avif' };

export async function testPhoto({ width = 1600, height = 1200, orientation, exif = false, format = 'jpeg' }: Options = {}): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: GREEN } })
    .composite([{ input: { create: { width: width / 4, height: height / 4, channels: 3, background: RED } }, left: 0, top: 0 }])
    .toFormat(format);
  if (exif) image = image.withExif(PHONE_EXIF);
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

/** The colour at (x, y) of an encoded picture. */
export async function colourAt(bytes: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

export function isNear(colour: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }, tolerance = 24): boolean {
  return Math.abs(colour.r - expected.r) <= tolerance && Math.abs(colour.g - expected.g) <= tolerance && Math.abs(colour.b - expected.b) <= tolerance;
}
