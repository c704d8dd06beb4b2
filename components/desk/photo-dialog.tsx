'use client';

import { useEffect, useId, useState } from 'react';
import { ProductPicture } from '@/components/menu/product-picture';
import { brandButton } from '@/components/ui/brand-button';
import { apiClient, apiUpload } from '@/lib/api-client';
import { cropBox } from '@/lib/photos/sources';
import { answerMessage } from '@/lib/validation/answer';
import { CENTRE, PHOTO_UPLOAD_TIMEOUT_MS, photoFileProblem, type FocalPoint } from '@/lib/validation/photo';
import { closeDialogOf, DeskDialog, DialogCancel } from './desk-dialog';
import { PhotoFileInput } from './photo-file-input';
import type { DeskProduct } from './menu-editor';
import { useDeskSave } from '@/components/ui/form/use-desk-save';

type Props = { product: DeskProduct; onClose: () => void; onSaved: (message: string) => void };

const STEP = 0.05;
const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
const percent = (share: number) => `${Math.round(share * 100)} %`;

/**
 * The photo chosen, with the 4:3 crop the server will keep drawn over it: a tap (or the arrow keys)
 * moves the focal point, the part of the photo the crop keeps in view.
 */
function FocalPicker({
  src,
  focal,
  onChange,
  onUnreadable,
}: {
  src: string;
  focal: FocalPoint;
  onChange: (focal: FocalPoint) => void;
  onUnreadable: () => void;
}) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const box = size && cropBox(size.width, size.height, focal);
  return (
    <button
      type="button"
      onClick={(event) => {
        const rect = event.currentTarget.getBoundingClientRect();
        onChange({ x: clamp((event.clientX - rect.left) / rect.width), y: clamp((event.clientY - rect.top) / rect.height) });
      }}
      onKeyDown={(event) => {
        const moves: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
        const move = moves[event.key];
        if (!move) return;
        event.preventDefault();
        onChange({ x: clamp(focal.x + move[0]), y: clamp(focal.y + move[1]) });
      }}
      aria-label={`Punto de enfoque: toca la parte más importante de la foto (o usa las flechas). Ahora a ${percent(focal.x)} desde la izquierda y ${percent(focal.y)} desde arriba.`}
      className="relative mx-auto block w-fit max-w-full cursor-crosshair overflow-hidden rounded-2xl bg-surface-2"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the owner's own file, shown from this browser's memory */}
      <img
        src={src}
        alt=""
        className="block max-h-80 max-w-full"
        onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
        onError={onUnreadable}
      />
      {box && size && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute border-2 border-white shadow-[0_0_0_9999px_rgb(0_0_0/0.45)]"
          style={{
            left: `${(box.left / size.width) * 100}%`,
            top: `${(box.top / size.height) * 100}%`,
            width: `${(box.width / size.width) * 100}%`,
            height: `${(box.height / size.height) * 100}%`,
          }}
        />
      )}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-brand shadow"
        style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
      />
    </button>
  );
}

/** "Cambiar foto": a photo from the camera or the gallery, its crop, and the upload (seconds of processing). */
export default function PhotoDialog({ product, onClose, onSaved }: Props) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [focal, setFocal] = useState<FocalPoint>(CENTRE);
  const [problem, setProblem] = useState('');
  const { save, saving, error } = useDeskSave();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(chosen: File | null) {
    setProblem('');
    setUnreadable(false);
    setFocal(CENTRE);
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    const refusal = photoFileProblem(chosen);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  function upload(button: HTMLElement) {
    if (!file) {
      setProblem('Elige una foto para subir.');
      return;
    }
    const form = new FormData();
    form.append('foto', file);
    form.append('version', String(product.version));
    form.append('x', String(focal.x));
    form.append('y', String(focal.y));
    void save(
      () => apiUpload(`/desk/menu/${product.id}/photo`, form, { timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS }),
      (answer) => {
        onSaved(answerMessage(answer, 'Foto guardada.'));
        closeDialogOf(button);
      },
    );
  }

  const shown = problem || error;
  return (
    <DeskDialog title={`Foto de ${product.nombre}`} onClose={onClose}>
      <div className="space-y-4">
        <div>
          <p className="font-semibold text-ink">Ahora</p>
          <ProductPicture
            imagen={product.imagen}
            foto={product.foto}
            alt={`Foto actual de ${product.nombre}`}
            sizes="200px"
            className="mt-1 aspect-[4/3] w-48 rounded-2xl bg-surface-2 object-cover"
          />
        </div>
        <div>
          <label htmlFor={`${id}-foto`} className="font-semibold text-ink">
            Foto nueva
          </label>
          <PhotoFileInput id={`${id}-foto`} describedBy={`${id}-ayuda`} disabled={saving} onChoose={choose} />
          <p id={`${id}-ayuda`} className="mt-1 text-sm text-muted">
            JPEG, PNG, WebP o HEIC de la cámara o la galería, hasta 12 MB y de al menos 400 píxeles por lado. Se recorta a 4:3 y se le quitan los datos de
            ubicación.
          </p>
        </div>
        {preview && !unreadable && (
          <div>
            <p className="font-semibold text-ink">Toca lo más importante de la foto: el recuadro es lo que se verá.</p>
            <div className="mt-1">
              <FocalPicker src={preview} focal={focal} onChange={setFocal} onUnreadable={() => setUnreadable(true)} />
            </div>
          </div>
        )}
        {preview && unreadable && <p className="text-sm text-ink-2">Este navegador no puede mostrar la foto (HEIC): se recortará al centro.</p>}
        <p role="alert" className="font-bold text-off empty:hidden">
          {shown}
        </p>
        <p role="status" aria-live="polite" className="font-semibold text-ink-2 empty:hidden">
          {saving ? 'Procesando la foto… puede tardar unos segundos.' : ''}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={saving || !file}
            onClick={(event) => upload(event.currentTarget)}
            aria-busy={saving}
            className={brandButton('md', 'disabled:opacity-60')}
          >
            {saving ? 'Procesando…' : 'Subir foto'}
          </button>
          {product.foto && (
            <button
              type="button"
              disabled={saving}
              onClick={(event) => {
                const button = event.currentTarget;
                void save(
                  () => apiClient.delete(`/desk/menu/${product.id}/photo`, { version: product.version }),
                  (answer) => {
                    onSaved(answerMessage(answer, 'Foto quitada.'));
                    closeDialogOf(button);
                  },
                );
              }}
              className="rounded-full border-2 border-line px-6 py-3 font-bold text-ink-2 hover:bg-surface-2 disabled:opacity-60"
            >
              Quitar foto
            </button>
          )}
          <DialogCancel />
        </div>
      </div>
    </DeskDialog>
  );
}
