import { describe, expect, it, vi } from 'vitest';
import { object, int } from '@/lib/validation/zod';
import { PHOTO_MAX_BYTES } from '@/lib/validation/photo';
import { readUpload, UPLOAD_LIMIT_BYTES } from './upload';

vi.spyOn(console, 'info').mockImplementation(() => {});
const schema = object({ version: int({ error: 'versión' }) });

function request(form: FormData | null, headers: Record<string, string> = {}) {
  const body = form ?? undefined;
  return new Request('http://127.0.0.1:3000/api/desk/menu/5/photo', { method: 'POST', body, headers });
}
const withPhoto = (bytes: Uint8Array, fields: Record<string, string> = { version: '3' }) => {
  const form = new FormData();
  form.append('foto', new Blob([bytes as BlobPart], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
const answer = async (result: Awaited<ReturnType<typeof readUpload>>) =>
  result.ok ? null : { status: result.response.status, body: await result.response.json() };

describe('a photo upload', () => {
  it('gives the file and the fields, numbers from their text', async () => {
    const result = await readUpload(request(withPhoto(new Uint8Array([1, 2, 3]))), 'foto', schema);
    expect(result.ok && [...result.file]).toEqual([1, 2, 3]);
    expect(result.ok && result.fields).toEqual({ version: 3 });
  });

  it('refuses another origin, a body that is not a form, no file, a bad field', async () => {
    expect(await answer(await readUpload(request(withPhoto(new Uint8Array([1])), { origin: 'https://evil.example' }), 'foto', schema))).toMatchObject({
      status: 403,
    });
    const json = new Request('http://127.0.0.1:3000/x', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(await answer(await readUpload(json, 'foto', schema))).toEqual({
      status: 415,
      body: { success: false, message: 'La foto debe enviarse como formulario (multipart/form-data).' },
    });
    const empty = new FormData();
    empty.append('version', '3');
    expect(await answer(await readUpload(request(empty), 'foto', schema))).toMatchObject({ status: 400, body: { message: 'Elige una foto para subir.' } });
    expect(await answer(await readUpload(request(withPhoto(new Uint8Array([1]), { version: 'x' })), 'foto', schema))).toMatchObject({
      status: 400,
      body: { errors: { version: 'versión' } },
    });
  });

  it('refuses over 12 MB with the Spanish message, by the declared length or by what arrives', async () => {
    const big = withPhoto(new Uint8Array(PHOTO_MAX_BYTES + 1));
    expect(await answer(await readUpload(request(big), 'foto', schema))).toMatchObject({
      status: 413,
      body: { success: false, message: 'La foto pesa más de 12 MB. Elige una más liviana.' },
    });
    const lying = await new Request('http://x', { method: 'POST', body: withPhoto(new Uint8Array(UPLOAD_LIMIT_BYTES + 10)) });
    const streamed = new Request('http://127.0.0.1:3000/x', {
      method: 'POST',
      body: lying.body,
      headers: { 'content-type': lying.headers.get('content-type')! },
      duplex: 'half',
    } as RequestInit);
    expect(await answer(await readUpload(streamed, 'foto', schema))).toMatchObject({ status: 413 });
  });
});
