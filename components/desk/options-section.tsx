import 'server-only';
import { optionListKeys } from '@/data/options';
import { changeLine } from '@/lib/desk/changes';
import { optionListLabels, optionSingular } from '@/lib/menu/options';
import { currentMenu } from '@/lib/menu/server';
import { optionKey } from '@/lib/cart/options';
import { PanelSection } from '@/components/panel/panel-section';
import { CategoriesEditor } from './categories-editor';
import { OptionListEditor } from './option-list-editor';

/** "Opciones": the lists customers choose from, what is sold out today, and the categories. The page checked the owner. */
export async function OptionsSection({ now }: { now: number }) {
  const [menu, line] = await Promise.all([currentMenu(now), changeLine(['opciones', 'agotada', 'categorias'], now)]);
  return (
    <PanelSection
      id="opciones"
      title="Opciones"
      intro="Las frutas, los sabores de helado, los toppings y los jarabes entre los que elige el cliente («2 frutas», «Helado»...). Marca lo que se acabó hoy: mañana vuelve solo."
    >
      <p className="text-sm text-muted">{line}</p>
      {optionListKeys.map((key) => (
        // Drawn anew once a save changed the list (the form starts from what the store holds).
        <OptionListEditor
          key={`${key}:${menu.listas[key].join('|')}`}
          grupo={key}
          label={optionListLabels[key]}
          singular={optionSingular[key]}
          options={[...menu.listas[key]]}
          soldOut={menu.listas[key].filter((option) => menu.soldOutOptions.has(optionKey(key, option)))}
        />
      ))}
      <CategoriesEditor
        key={menu.categorias.map(({ id, nombre }) => `${id}:${nombre}`).join('|')}
        categories={menu.categorias.map(({ id, nombre }) => ({ id, nombre }))}
      />
    </PanelSection>
  );
}
