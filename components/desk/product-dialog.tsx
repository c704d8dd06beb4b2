'use client';

import { useId, useState } from 'react';
import type { OptionLists } from '@/data/options';
import { apiClient } from '@/lib/api-client';
import { choicesSummary } from '@/lib/cart/options';
import { menuMessages, newProductSchema, productBody, productFieldError, type ProductField } from '@/lib/validation/menu';
import { DESCRIPTION_MAX, INGREDIENTS_MAX, NAME_MAX } from '@/lib/validation/menu-limits';
import { answerMessage } from '@/lib/validation/answer';
import { photoFileProblem } from '@/lib/validation/photo';
import { fieldErrors } from '@/lib/validation/zod';
import { Field, HelpLine } from '@/components/ui/form/field';
import { SaveButton } from '@/components/ui/form/submit-button';
import { addProduct } from './add-product';
import { closeDialogOf, DeskDialog, DialogCancel } from './desk-dialog';
import { PhotoFileInput } from './photo-file-input';
import type { DeskCategory, DeskProduct } from './menu-editor';
import { useDeskSave } from '@/components/ui/form/use-desk-save';

type Props = {
  /** null: "Agregar producto". */
  product: DeskProduct | null;
  categories: DeskCategory[];
  listas: OptionLists;
  extras: string[];
  onClose: () => void;
  /** After a save: the server's sentence, for the list's status line. */
  onSaved: (message: string) => void;
};

type TextField = Exclude<ProductField, 'conExtras'>;

const field = 'mt-1 w-full rounded-2xl border border-line bg-page px-4 py-2.5 text-ink aria-invalid:border-off';

/** "Editar" and "Agregar producto": every field with its rule beside it, checked here and by the server. */
export default function ProductDialog({ product, categories, listas, extras, onClose, onSaved }: Props) {
  const id = useId();
  const [texts, setTexts] = useState<Record<TextField, string>>({
    nombre: product?.nombre ?? '',
    precio: product ? String(product.precio) : '',
    categoria: product ? String(product.categoriaId) : '',
    descripcion: product?.descripcion ?? '',
    ingredientes: (product?.ingredientes ?? []).join('\n'),
  });
  const [conExtras, setConExtras] = useState(product?.conExtras ?? false);
  // "Agregar producto" takes its photo too (centred; "Cambiar foto" crops it later).
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState('');
  const [checked, setChecked] = useState<Partial<Record<ProductField, string>>>({});
  const { save, saving, error, errors: serverErrors } = useDeskSave();
  const errors: Partial<Record<ProductField, string>> = { ...serverErrors, ...checked };
  const body = productBody({ ...texts, conExtras });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = newProductSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error) as Partial<Record<ProductField, string>>;
      setChecked(found);
      const first = (['nombre', 'precio', 'categoria', 'descripcion', 'ingredientes'] as const).find((name) => found[name]);
      (form.elements.namedItem(first ?? 'nombre') as HTMLElement | null)?.focus();
      return;
    }
    setChecked({});
    const payload = { ...parsed.data, ...(product ? { version: product.version } : {}) };
    void save(
      () => (product ? apiClient.put(`/desk/menu/${product.id}`, payload) : addProduct(payload, photo)),
      (answer) => {
        onSaved(answerMessage(answer, 'Guardado.'));
        closeDialogOf(form);
      },
    );
  }

  // Leaving a field checks it alone, with the server's own rule and message (the server's word on
  // the last save, a taken name, stays until the next one).
  function checkField(name: ProductField) {
    const problem = productFieldError(name, body[name]);
    setChecked((before) => {
      const after = { ...before };
      if (problem) after[name] = problem;
      else delete after[name];
      return after;
    });
  }

  // What every text field shares: its name, what was typed, and the check on leaving it.
  const bind = (name: TextField) => ({
    name,
    value: texts[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setTexts((before) => ({ ...before, [name]: event.target.value })),
    onBlur: () => checkField(name),
    className: field,
  });

  return (
    <DeskDialog title={product ? `Editar ${product.nombre}` : 'Agregar producto'} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p role="alert" className="font-bold text-off empty:hidden">
          {error && error !== menuMessages.nombreRepetido ? error : ''}
        </p>
        <Field id={`${id}-nombre`} label="Nombre" help={`De 2 a ${NAME_MAX} caracteres; no puede repetirse.`} error={errors.nombre}>
          {(control) => <input {...control} {...bind('nombre')} maxLength={NAME_MAX + 20} autoComplete="off" />}
        </Field>
        <Field id={`${id}-precio`} label="Precio (₡)" help="De ₡100 a ₡100 000, sin decimales: 2100 o 2.100." error={errors.precio}>
          {(control) => <input {...control} {...bind('precio')} inputMode="numeric" maxLength={14} autoComplete="off" className={`${field} max-w-40`} />}
        </Field>
        <Field id={`${id}-categoria`} label="Categoría" help="Dónde aparece en el menú." error={errors.categoria}>
          {(control) => (
            <select {...control} {...bind('categoria')}>
              <option value="">Elige una categoría</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.nombre}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-descripcion`} label="Descripción" help={`${texts.descripcion.length}/${DESCRIPTION_MAX} caracteres.`} error={errors.descripcion}>
          {(control) => <textarea {...control} {...bind('descripcion')} rows={3} />}
        </Field>
        <Field
          id={`${id}-ingredientes`}
          label="Ingredientes y elecciones (uno por línea)"
          help={`«2 frutas», «Helado», «1 topping», «2 jarabes»: el cliente elige de tus listas de Opciones; lo demás va incluido. Hasta ${INGREDIENTS_MAX}.`}
          error={errors.ingredientes}
          after={
            <p className="mt-1 text-sm font-semibold text-ink-2" data-testid="elecciones">
              {choicesSummary(texts.nombre, body.ingredientes, listas)}
            </p>
          }
        >
          {(control) => <textarea {...control} {...bind('ingredientes')} rows={4} placeholder={'2 frutas\nHelado\nNutella'} />}
        </Field>
        <label className="flex items-start gap-2 text-ink">
          <input
            type="checkbox"
            checked={conExtras}
            onChange={(event) => setConExtras(event.target.checked)}
            className="mt-1 size-5 shrink-0 accent-brand-strong"
          />
          <span>
            Lleva extras
            <span className="block text-sm text-muted">El cliente puede sumar {extras.join(', ') || 'los extras'} (hasta 3 de cada uno).</span>
          </span>
        </label>
        {!product && (
          <div>
            <label htmlFor={`${id}-foto`} className="font-semibold text-ink">
              Foto (opcional)
            </label>
            <PhotoFileInput
              id={`${id}-foto`}
              describedBy={`${id}-foto-ayuda`}
              disabled={saving}
              invalid={photoProblem !== ''}
              onChoose={(chosen) => {
                const refusal = chosen && photoFileProblem(chosen);
                setPhotoProblem(refusal ?? '');
                setPhoto(refusal ? null : chosen);
              }}
            />
            <HelpLine id={`${id}-foto-ayuda`} error={photoProblem}>
              De la cámara o la galería; se recorta al centro (con «Cambiar foto» eliges el recorte).
            </HelpLine>
          </div>
        )}
        <div className="flex flex-wrap gap-3 pt-2">
          <SaveButton saving={saving} size="md">
            {product ? 'Guardar' : 'Agregar al menú'}
          </SaveButton>
          <DialogCancel />
        </div>
      </form>
    </DeskDialog>
  );
}
