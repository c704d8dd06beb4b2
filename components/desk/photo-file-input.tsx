import { PHOTO_ACCEPT } from '@/lib/validation/photo';

type Props = { id: string; describedBy: string; disabled: boolean; invalid?: boolean; onChoose: (file: File | null) => void };

/** A photo from the camera or the gallery: "Cambiar foto" and "Agregar producto" take it alike. */
export function PhotoFileInput({ id, describedBy, disabled, invalid = false, onChoose }: Props) {
  return (
    <input
      id={id}
      type="file"
      accept={PHOTO_ACCEPT}
      disabled={disabled}
      onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="mt-1 block w-full text-ink file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-surface-2 file:px-4 file:font-bold file:text-ink"
    />
  );
}
