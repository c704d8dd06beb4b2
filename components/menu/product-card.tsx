import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import type { Product } from '@/data/menu';
import { formatColones } from '@/lib/money';
import { ProductDetailsButton } from './product-details-button';
import { Picture } from './picture';

type Props = {
  product: Product;
  /**
   * The first card's picture loads at once with high priority (a wide screen's largest paint). It
   * is not preloaded from the head: on a phone the largest paint is the intro text, and a preload
   * there only competed with the fonts (applied-throttling LCP 1.80 s with it, ~1.65 s without).
   * The others load lazily, which still starts at once for the ones a wider screen shows.
   */
  eager?: boolean;
};

// Below 640 px a compact row, one grid: the thumbnail on the left; the name; two lines of
// description; price and availability; the add button on the right. Six rows fit a phone screen
// and tapping anywhere on a row opens the product's details. From 640 px the same pieces make a
// card (the grid changes, not the markup). No content-visibility: its placeholder height moved the
// rows below when fonts arrived late (CLS 0.03 at 412 px).
export function ProductCard({ product, eager = false }: Props) {
  const ingredients = product.ingredientes.filter((item) => item.trim() !== '');
  const image = product.imagenes[0] ?? '';
  const price = formatColones(product.precio);
  const availability = (
    <span className={`rounded-full px-1.5 py-0.5 text-[0.7rem] leading-4 font-bold sm:px-2.5 sm:py-1 sm:text-sm ${product.disponible ? 'bg-ok-bg text-ok' : 'bg-off-bg text-off'}`}>
      {product.disponible ? 'Disponible' : 'No Disponible'}
    </span>
  );
  return (
    <article className="relative grid h-full grid-cols-[5rem_1fr_auto] content-start gap-x-2.5 gap-y-0.5 rounded-2xl border border-line bg-surface p-2 shadow-sm shadow-brand/10 sm:grid-cols-[1fr_auto] sm:grid-rows-[auto_auto_auto_auto_1fr] sm:gap-x-3 sm:gap-y-3 sm:overflow-hidden sm:rounded-3xl sm:p-0 sm:pb-5">
      <Picture
        src={image}
        alt={product.nombre}
        width={800}
        height={600}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 80px"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        className="row-span-3 size-20 rounded-xl bg-surface-2 object-cover dark:brightness-[.8] dark:saturate-[.85] sm:col-span-2 sm:row-span-1 sm:aspect-[4/3] sm:size-auto sm:w-full sm:rounded-none"
      />
      <div className="col-span-2 flex items-start justify-between gap-3 sm:px-5 sm:pt-2">
        <h3 className="text-[0.95rem] leading-5 font-extrabold text-ink sm:text-xl sm:leading-tight">
          <ProductDetailsButton
            id={product.id}
            product={{ nombre: product.nombre, precio: product.precio, descripcion: product.descripcion, ingredientes: ingredients, imagen: image, disponible: product.disponible }}
          />
        </h3>
        <p className="hidden shrink-0 rounded-full bg-surface-2 px-3 py-1 text-lg font-extrabold text-ink tabular-nums sm:block">{price}</p>
      </div>
      <p className="col-start-2 line-clamp-2 text-[0.8rem] leading-[1.05rem] text-muted sm:col-span-2 sm:col-start-1 sm:line-clamp-none sm:px-5 sm:text-base sm:leading-normal">
        {product.descripcion}
      </p>
      {ingredients.length > 0 && (
        <ul aria-label="Ingredientes" className="hidden flex-wrap gap-1.5 sm:col-span-2 sm:flex sm:px-5">
          {ingredients.map((item) => (
            <li key={item} className="rounded-full border border-line px-2.5 py-0.5 text-sm text-ink-2">
              {item}
            </li>
          ))}
        </ul>
      )}
      <p className="col-start-2 flex flex-wrap items-center gap-x-1.5 gap-y-1 sm:col-start-1 sm:self-end sm:pl-5">
        <span className="text-sm font-extrabold text-ink tabular-nums sm:hidden">{price}</span>
        {availability}
      </p>
      <div className="col-start-3 row-span-2 row-start-2 self-end sm:col-start-2 sm:row-span-1 sm:row-start-auto sm:pr-5">
        <AddToCartButton id={product.id} nombre={product.nombre} disponible={product.disponible} />
      </div>
    </article>
  );
}
