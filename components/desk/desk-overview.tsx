import { deskGroups } from '@/components/panel/panel-sidebar';

const intros: Record<string, string> = {
  Tablero: 'Los pedidos de hoy, en vivo.',
  Resumen: 'Lo vendido por día, y el CSV.',
  Productos: 'Precios, productos, descripciones y fotos.',
  Opciones: 'Frutas, helados, toppings y jarabes; lo agotado hoy.',
  Historial: 'Los últimos cambios, y deshacer.',
  Disponibilidad: 'Lo que se agotó hoy.',
  Horario: 'La semana y los cierres.',
  Ajustes: 'Envío, mínimo, SINPE Móvil y pagos.',
  Mesas: 'Los códigos QR de las mesas.',
};

/** The owner's landing: the desk's sections at a glance. */
export function DeskOverview() {
  return (
    <section aria-labelledby="panel-titulo" className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
      <h1 id="panel-titulo" className="font-brand text-5xl font-bold text-ink">
        Panel de la tienda
      </h1>
      <p className="mt-2 text-lg text-muted">Todo lo que cambies aquí se ve en la tienda en unos segundos.</p>
      <ul className="mt-5 grid gap-2 sm:grid-cols-2">
        {deskGroups
          .flatMap((group) => group.links)
          .map((link) => (
            <li key={link.href}>
              <a href={link.href} className="block h-full rounded-2xl border border-line px-4 py-3 hover:bg-surface-2">
                <span className="block font-extrabold text-ink">{link.label}</span>
                <span className="block text-sm text-muted">{intros[link.label]}</span>
              </a>
            </li>
          ))}
      </ul>
    </section>
  );
}
