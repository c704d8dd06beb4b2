import { PHOTO_MAX_BYTES, photoMessages } from '@/lib/validation/photo';
import { fieldErrors } from '@/lib/validation/zod';
import { apiMessages, readLimited, refused, rejectCrossOrigin } from './json-body';
import { failure } from './reply';

// A photo upload (the desk's "Cambiar foto"): a multipart form with the file and a few small
// fields, checked like every other body before anything looks at it: same origin, the content type,
// a bounded size (the photo's 12 MB and room for the form), then the fields through their zod schema.
// The file's bytes are checked by lib/photos/process.ts, never its name or declared type.

/** Room for the form's boundaries, headers and small fields beside the photo. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
export const UPLOAD_LIMIT_BYTES = PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES;

const uploadMessages = {
  notMultipart: 'La foto debe enviarse como formulario (multipart/form-data).',
} as const;

type Parser<T> = {
  safeParse: (
    value: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

export type Upload<T> = { ok: true; file: Uint8Array; fields: T } | { ok: false; response: Response };

/** The form's field `fileField` (a file) and its other fields as `schema` reads them (numbers from their text). */
export async function readUpload<T>(request: Request, fileField: string, schema: Parser<T>): Promise<Upload<T>> {
  const crossOrigin = rejectCrossOrigin(request);
  if (crossOrigin) return { ok: false, response: crossOrigin };
  const type = request.headers.get('content-type') ?? '';
  if (type.split(';')[0]?.trim().toLowerCase() !== 'multipart/form-data') return { ok: false, response: failure(415, uploadMessages.notMultipart) };
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > UPLOAD_LIMIT_BYTES) return { ok: false, response: refused(request, 413, photoMessages.tooLarge) };
  let bytes: Uint8Array | null;
  try {
    bytes = await readLimited(request, UPLOAD_LIMIT_BYTES);
  } catch {
    return { ok: false, response: failure(400, apiMessages.malformed) };
  }
  if (bytes === null) return { ok: false, response: refused(request, 413, photoMessages.tooLarge) };
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    return { ok: false, response: failure(400, apiMessages.malformed) };
  }
  const file = form.get(fileField);
  if (!(file instanceof Blob) || file.size === 0)
    return { ok: false, response: failure(400, photoMessages.empty, { errors: { [fileField]: photoMessages.empty } }) };
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, response: failure(413, photoMessages.tooLarge, { errors: { [fileField]: photoMessages.tooLarge } }) };
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (name === fileField || typeof value !== 'string') continue;
    fields[name] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return { ok: false, response: failure(400, apiMessages.invalid, { errors: fieldErrors(parsed.error) }) };
  return { ok: true, file: new Uint8Array(await file.arrayBuffer()), fields: parsed.data };
}
