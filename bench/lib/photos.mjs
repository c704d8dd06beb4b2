// `npm run bench -- --photos`: every product gets a photo before the pages are measured, uploaded
// as the owner uploads one (POST /api/desk/menu/<id>/photo, so through the server's own processing)
// from the bench's generated samples (scripts/photos/make-samples.mjs, never downloaded). The owner
// is made as an operator makes one: `npm run owner -- invite`, the link, then a sign-in.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const OWNER = { nombre: 'Banco', apellido: 'Pruebas', correo: 'banco@crepivara.test', contraseña: 'Banco123!' };
const SAMPLE_IDS = Array.from({ length: 30 }, (_, index) => index + 5);

/** The session cookie of a new owner on `url`, whose store is `database`. */
async function signInOwner({ root, distDir, url, database }) {
  const invited = spawnSync(process.execPath, ['scripts/owner.mjs', 'invite', OWNER.correo], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: database, NEXT_DIST_DIR: distDir },
    encoding: 'utf8',
  });
  if (invited.status !== 0) throw new Error(`npm run owner -- invite failed: ${invited.stderr}`);
  const token = new URL(invited.stdout.trim().split('\n').at(-1)).searchParams.get('token');
  const post = (pathname, body) => fetch(`${url}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const activated = await post('/api/activar', { token, nombre: OWNER.nombre, apellido: OWNER.apellido, contraseña: OWNER.contraseña });
  if (activated.status !== 200) throw new Error(`the owner's activation answered ${activated.status}: ${await activated.text()}`);
  const signedIn = await post('/api/auth', { mail: OWNER.correo, password: OWNER.contraseña });
  if (signedIn.status !== 200) throw new Error(`the owner's sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}

/** Uploads a sample photo for each of the 30 products; returns how many seconds it took. */
export async function uploadSamplePhotos({ root, distDir, url, database, log }) {
  const folder = path.join(root, 'bench/sample-photos');
  const file = (id) => path.join(folder, `producto-${id}.jpg`);
  if (!SAMPLE_IDS.every((id) => fs.existsSync(file(id)))) {
    log('making the sample photos (npm run photos:samples) ...');
    execFileSync(process.execPath, ['scripts/photos/make-samples.mjs', folder], { cwd: root, stdio: 'ignore' });
  }
  const cookie = await signInOwner({ root, distDir, url, database });
  const desk = await (await fetch(`${url}/home-admin/menu`, { headers: { cookie } })).text();
  const started = Date.now();
  for (const id of SAMPLE_IDS) {
    const version = /data-version="(\d+)"/.exec(new RegExp(`data-producto="${id}"[^>]*`).exec(desk)?.[0] ?? '')?.[1];
    if (!version) throw new Error(`the desk does not list product ${id}`);
    const form = new FormData();
    form.append('foto', new Blob([fs.readFileSync(file(id))], { type: 'image/jpeg' }), `producto-${id}.jpg`);
    form.append('version', version);
    form.append('x', '0.5');
    form.append('y', '0.5');
    const answer = await fetch(`${url}/api/desk/menu/${id}/photo`, { method: 'POST', headers: { cookie }, body: form });
    if (answer.status !== 200) throw new Error(`the photo of product ${id} answered ${answer.status}: ${await answer.text()}`);
  }
  const seconds = (Date.now() - started) / 1000;
  log(`30 photos uploaded in ${seconds.toFixed(0)} s`);
  return seconds;
}
