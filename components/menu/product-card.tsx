import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import type { CardProduct } from '@/lib/menu/live';
import { formatColones } from '@/lib/money';
import { ProductDetailsButton } from './product-details-button';
import { ProductPicture } from './product-picture';

type Props = {
  product: CardProduct;
  /**
   * The first card's picture loads at once with high priority (a wide screen's largest paint),
   * without a preload from the head: on a phone the largest paint is the intro text, and a preload
   * there competes with the fonts. The others load lazily.
   */
  eager?: boolean;
};

// Below 640 px a compact row, one grid: the thumbnail on the left; the name; two lines of
// description; price and availability; the add button on the right. Six rows fit a phone screen
// and tapping anywhere on a row opens the product's details. From 640 px the same pieces make a
// card (the grid changes, not the markup). The classes are globals.css's product-card-*: written
// once there, not in each of /menu's 30 cards.
export function ProductCard({ product, eager = false }: Props) {
  const ingredients = product.ingredientes.filter((item) => item.trim() !== '');
  const image = product.imagenes[0] ?? '';
  const price = formatColones(product.precio);
  const availability = (
    <span className={`product-card-availability ${product.disponible ? 'bg-ok-bg text-ok' : 'bg-off-bg text-off'}`}>
      {product.disponible ? 'Disponible' : 'No Disponible'}
    </span>
  );
  return (
    <article className="product-card">
      {/* In the phone row's 80 px square a 4:3 photo is drawn 107 px wide (docs/photos.md). */}
      <ProductPicture
        imagen={image}
        foto={product.foto}
        alt={product.nombre}
        sizes={product.foto ? '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 107px' : '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 80px'}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        className="product-card-image"
      />
      <div className="product-card-head">
        <h3 className="product-card-name">
          <ProductDetailsButton
            id={product.id}
            withChoices={product.conOpciones}
            product={{
              nombre: product.nombre,
              precio: product.precio,
              descripcion: product.descripcion,
              ingredientes: ingredients,
              imagen: image,
              foto: product.foto,
              disponible: product.disponible,
            }}
          />
        </h3>
        <p className="product-card-price">{price}</p>
      </div>
      <p className="product-card-description">{product.descripcion}</p>
      {ingredients.length > 0 && (
        <ul aria-label="Ingredientes" className="product-card-ingredients">
          {ingredients.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <p className="product-card-status">
        <span className="product-card-row-price">{price}</span>
        {availability}
      </p>
      <div className="product-card-action">
        <AddToCartButton id={product.id} nombre={product.nombre} disponible={product.disponible} withChoices={product.conOpciones} />
      </div>
    </article>
  );
}
