import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import type { Product } from '@/lib/menu';
import { formatColones } from '@/lib/money';
import { ProductImage } from './product-image';

type Props = {
  product: Product;
  /**
   * The first card's picture is a phone's largest paint: eager, high priority. The others load
   * lazily, which still starts at once for the ones a wider screen shows.
   */
  eager?: boolean;
};

export function ProductCard({ product, eager = false }: Props) {
  const ingredients = product.ingredientes.filter((item) => item.trim() !== '');
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-sm shadow-brand/10">
      <ProductImage
        src={product.imagenes[0] ?? ''}
        alt={product.nombre}
        width={800}
        height={600}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        className="aspect-[4/3] w-full bg-surface-2 object-cover dark:brightness-[.85]"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-xl leading-tight font-extrabold text-ink">{product.nombre}</h3>
          <p className="shrink-0 rounded-full bg-surface-2 px-3 py-1 text-lg font-extrabold text-ink tabular-nums">
            {formatColones(product.precio)}
          </p>
        </div>
        <p className="text-muted">{product.descripcion}</p>
        {ingredients.length > 0 && (
          <ul aria-label="Ingredientes" className="flex flex-wrap gap-1.5">
            {ingredients.map((item) => (
              <li key={item} className="rounded-full border border-line px-2.5 py-0.5 text-sm text-ink-2">
                {item}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p
            className={`rounded-full px-2.5 py-1 text-sm font-bold ${product.disponible ? 'bg-ok-bg text-ok' : 'bg-off-bg text-off'}`}
          >
            {product.disponible ? 'Disponible' : 'No Disponible'}
          </p>
          <AddToCartButton id={product.id} nombre={product.nombre} disponible={product.disponible} />
        </div>
      </div>
    </article>
  );
}
