import 'server-only';
import { changeLine } from '@/lib/desk/changes';
import { currentMenu } from '@/lib/menu/server';
import { PanelSection } from '@/components/panel/panel-section';
import { MenuEditor, type DeskProduct } from './menu-editor';

/** "Productos": the owner's menu by category, hidden products included. The page checked the owner. */
export async function MenuSection({ now }: { now: number }) {
  const [menu, line] = await Promise.all([currentMenu(now), changeLine(['producto', 'orden'], now)]);
  const categoryId = new Map(menu.categorias.map((category) => [category.nombre, category.id]));
  const products: DeskProduct[] = menu.products.map((product) => ({
    id: product.id,
    nombre: product.nombre,
    precio: product.precio,
    categoriaId: categoryId.get(product.categoria)!,
    descripcion: product.descripcion,
    ingredientes: product.ingredientes,
    conExtras: product.conExtras,
    oculto: product.oculto,
    imagen: product.imagenes[0] ?? '',
    foto: product.foto,
    version: product.version,
  }));
  const extras = menu.products
    .filter((product) => !product.oculto && menu.categorias.some((category) => category.extras && category.nombre === product.categoria))
    .map((product) => product.nombre);
  return (
    <PanelSection
      id="productos"
      title="Productos"
      intro="Cambia precios, nombres, descripciones, elecciones y fotos; agrega productos, ocúltalos o cámbialos de lugar."
    >
      <MenuEditor
        products={products}
        categories={menu.categorias.map(({ id, nombre }) => ({ id, nombre }))}
        listas={menu.listas}
        extras={extras}
        changeLine={line}
      />
    </PanelSection>
  );
}
