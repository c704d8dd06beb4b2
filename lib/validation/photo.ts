import { gte, lte, number, object, type Infer } from './zod';

// A product photo's limits and its Spanish messages, written once for the photo form (which can
// check the size before uploading) and the server (lib/photos/process.ts, the final word: it
// reads the bytes, never the file's name or declared type).

export const PHOTO_MAX_BYTES = 12 * 1024 * 1024;
/** The short side, after rotation: a card shown 360 px wide on a 2x screen needs about 540 x 405. */
export const PHOTO_MIN_SIDE = 400;
/** Bounds the memory one decode takes (a 48 MP iPhone photo and a 50 MP Android one pass). */
export const PHOTO_MAX_PIXELS = 60_000_000;
/** For the file input's `accept`: the phone offers its camera and gallery for these. */
/** Processing an upload takes seconds of the server's CPU (docs/decisions/040): the desk waits long. */
export const PHOTO_UPLOAD_TIMEOUT_MS = 180_000;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

export const photoMessages = {
  empty: 'Elige una foto para subir.',
  tooLarge: 'La foto pesa más de 12 MB. Elige una más liviana.',
  notImage: 'El archivo no es una foto. Sube una imagen JPEG, PNG, WebP o HEIC.',
  unreadable: 'No se pudo leer la foto: el archivo está dañado o incompleto. Prueba con otra.',
  tooSmall: 'La foto es muy pequeña: necesita al menos 400 píxeles en su lado más corto.',
  tooManyPixels: 'La foto tiene demasiada resolución (más de 60 megapíxeles). Elige una más pequeña.',
  heicUnreadable: 'No se pudo abrir esta foto HEIC. Envíala como JPEG o, en el iPhone, elige Ajustes > Cámara > Formatos > "Más compatible" y tómala de nuevo.',
  focalPoint: 'El punto de enfoque debe estar dentro de la foto.',
} as const;

/** What the form can tell before uploading; the server checks the bytes again. */
export function photoFileProblem(file: { size: number }): string | null {
  if (file.size === 0) return photoMessages.empty;
  if (file.size > PHOTO_MAX_BYTES) return photoMessages.tooLarge;
  return null;
}

const share = () => number({ error: photoMessages.focalPoint }).check(gte(0, photoMessages.focalPoint), lte(1, photoMessages.focalPoint));

/** The point the crop keeps in view, as shares of the photo's width and height (0.5, 0.5: the centre). */
export const focalPointSchema = object({ x: share(), y: share() });

export type FocalPoint = Infer<typeof focalPointSchema>;

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };
