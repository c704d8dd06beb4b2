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
import { brandButton } from '@/components/ui/brand-button';
import { addProduct } from './add-product';
import { closeDialogOf, DeskDialog, DialogCancel } from './desk-dialog';
import { PhotoFileInput } from './photo-file-input';
import type { DeskCategory, DeskProduct } from './menu-editor';
import { useDeskSave } from './use-desk-save';

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

const field = 'mt-1 w-full rounded-2xl border border-line bg-page px-4 py-2.5 text-ink aria-invalid:border-off';

/** "Editar" and "Agregar producto": every field with its rule beside it, checked here and by the server. */
export default function ProductDialog({ product, categories, listas, extras, onClose, onSaved }: Props) {
  const id = useId();
  const [nombre, setNombre] = useState(product?.nombre ?? '');
  const [precio, setPrecio] = useState(product ? String(product.precio) : '');
  const [categoria, setCategoria] = useState(product ? String(product.categoriaId) : '');
  const [descripcion, setDescripcion] = useState(product?.descripcion ?? '');
  const [ingredientes, setIngredientes] = useState((product?.ingredientes ?? []).join('\n'));
  const [conExtras, setConExtras] = useState(product?.conExtras ?? false);
  // "Agregar producto" takes its photo too (centred; "Cambiar foto" crops it later).
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState('');
  const [checked, setChecked] = useState<Partial<Record<ProductField, string>>>({});
  const { save, saving, error, errors: serverErrors } = useDeskSave();
  const errors: Partial<Record<ProductField, string>> = { ...serverErrors, ...checked };
  const body = productBody({ nombre, precio, categoria, descripcion, ingredientes, conExtras });

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
  const described = (name: ProductField) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${id}-${name}-ayuda`,
    onBlur: () => checkField(name),
  });
  const help = (name: ProductField, text: string) => (
    <p id={`${id}-${name}-ayuda`} className={`mt-1 text-sm ${errors[name] ? 'font-bold text-off' : 'text-muted'}`}>
      {errors[name] ?? text}
    </p>
  );

  return (
    <DeskDialog title={product ? `Editar ${product.nombre}` : 'Agregar producto'} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p role="alert" className="font-bold text-off empty:hidden">
          {error && error !== menuMessages.nombreRepetido ? error : ''}
        </p>
        <div>
          <label htmlFor={`${id}-nombre`} className="font-semibold text-ink">
            Nombre
          </label>
          <input
            id={`${id}-nombre`}
            name="nombre"
            value={nombre}
            onChange={(event) => setNombre(event.target.value)}
            maxLength={NAME_MAX + 20}
            autoComplete="off"
            className={field}
            {...described('nombre')}
          />
          {help('nombre', `De 2 a ${NAME_MAX} caracteres; no puede repetirse.`)}
        </div>
        <div>
          <label htmlFor={`${id}-precio`} className="font-semibold text-ink">
            Precio (₡)
          </label>
          <input
            id={`${id}-precio`}
            name="precio"
            inputMode="numeric"
            value={precio}
            onChange={(event) => setPrecio(event.target.value)}
            maxLength={14}
            autoComplete="off"
            className={`${field} max-w-40`}
            {...described('precio')}
          />
          {help('precio', 'De ₡100 a ₡100 000, sin decimales: 2100 o 2.100.')}
        </div>
        <div>
          <label htmlFor={`${id}-categoria`} className="font-semibold text-ink">
            Categoría
          </label>
          <select
            id={`${id}-categoria`}
            name="categoria"
            value={categoria}
            onChange={(event) => setCategoria(event.target.value)}
            className={field}
            {...described('categoria')}
          >
            <option value="">Elige una categoría</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.nombre}
              </option>
            ))}
          </select>
          {help('categoria', 'Dónde aparece en el menú.')}
        </div>
        <div>
          <label htmlFor={`${id}-descripcion`} className="font-semibold text-ink">
            Descripción
          </label>
          <textarea
            id={`${id}-descripcion`}
            name="descripcion"
            rows={3}
            value={descripcion}
            onChange={(event) => setDescripcion(event.target.value)}
            className={field}
            {...described('descripcion')}
          />
          {help('descripcion', `${descripcion.length}/${DESCRIPTION_MAX} caracteres.`)}
        </div>
        <div>
          <label htmlFor={`${id}-ingredientes`} className="font-semibold text-ink">
            Ingredientes y elecciones (uno por línea)
          </label>
          <textarea
            id={`${id}-ingredientes`}
            name="ingredientes"
            rows={4}
            value={ingredientes}
            onChange={(event) => setIngredientes(event.target.value)}
            placeholder={'2 frutas\nHelado\nNutella'}
            className={field}
            {...described('ingredientes')}
          />
          {help(
            'ingredientes',
            `«2 frutas», «Helado», «1 topping», «2 jarabes»: el cliente elige de tus listas de Opciones; lo demás va incluido. Hasta ${INGREDIENTS_MAX}.`,
          )}
          <p className="mt-1 text-sm font-semibold text-ink-2" data-testid="elecciones">
            {choicesSummary(nombre, body.ingredientes, listas)}
          </p>
        </div>
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
            <p id={`${id}-foto-ayuda`} className={`mt-1 text-sm ${photoProblem ? 'font-bold text-off' : 'text-muted'}`}>
              {photoProblem || 'De la cámara o la galería; se recorta al centro (con «Cambiar foto» eliges el recorte).'}
            </p>
          </div>
        )}
        <div className="flex flex-wrap gap-3 pt-2">
          <button type="submit" disabled={saving} className={brandButton('md', 'disabled:opacity-60')}>
            {saving ? 'Guardando…' : product ? 'Guardar' : 'Agregar al menú'}
          </button>
          <DialogCancel />
        </div>
      </form>
    </DeskDialog>
  );
}
