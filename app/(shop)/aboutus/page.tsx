import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/app-link';
import { Logo } from '@/components/layout/logo';
import { WeekHours } from '@/components/shop-hours/week-hours';
import { currentOpeningHours } from '@/lib/menu/server';
import { shopOpenGraph } from '@/lib/metadata';
import { opensEveryDay } from '@/lib/shop-hours/week';

export const metadata: Metadata = {
  title: 'Nosotros',
  description: 'La historia de CrepiVara: crepas artesanales al estilo francés con ingredientes frescos de Guápiles. Misión, visión, valores y horario.',
  alternates: { canonical: '/aboutus' },
  openGraph: { ...shopOpenGraph, title: 'Nosotros · CrepiVara', url: '/aboutus' },
};

const values = [
  { name: 'Calidad', text: 'Solo servimos lo que nos serviríamos a nosotros mismos.' },
  { name: 'Frescura', text: 'Fruta del día e ingredientes de productores de la zona.' },
  { name: 'Familia', text: 'Un lugar donde chicos y grandes se sienten en casa.' },
  { name: 'Tradición', text: 'La técnica de la crepa francesa, con sabor a Costa Rica.' },
];

const commitments = [
  { name: 'Eco-friendly', text: 'Empaques compostables y menos plástico en cada pedido.' },
  { name: 'Comercio local', text: 'Compramos fruta, leche y café a productores de Pococí.' },
  { name: 'Responsabilidad social', text: 'Participamos en actividades benéficas de nuestra comunidad.' },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
      <h2 className="text-2xl font-extrabold text-ink">{title}</h2>
      <div className="mt-3 space-y-3 text-lg text-muted">{children}</div>
    </section>
  );
}

// Static, regenerated when the owner changes the hours (the shop layout's revalidate, docs/menu.md).
export default async function AboutPage() {
  const { hours, closure } = await currentOpeningHours();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 pt-8">
      <header className="flex flex-col items-center gap-4 py-4 text-center">
        <Logo size={112} className="size-28" />
        <h1 className="font-brand text-6xl font-bold text-ink">Nosotros</h1>
        <p className="max-w-2xl text-lg text-muted">Somos una crepería familiar en Guápiles con una idea sencilla: que cada visita te alegre el día.</p>
      </header>

      <Section title="Nuestra historia">
        <p>
          CrepiVara nació de las ganas de traer a Guápiles las auténticas crepas francesas. Aprendimos la técnica tradicional, la masa fina y el punto exacto de
          la plancha, y la juntamos con lo mejor que tenemos aquí: frutas frescas, leche y café de la zona.
        </p>
        <p>Así, cada crepa tiene un poquito de Francia y mucho de Costa Rica.</p>
      </Section>

      <Section title="¿Quiénes somos?">
        <p>
          Preparamos todo al momento, en un espacio cálido donde te atendemos como en casa. Escuchamos cada sugerencia, cuidamos la higiene en cada paso y
          ponemos cariño en cada plato, porque queremos que salgas con una sonrisa.
        </p>
        <p>Gracias a la familia CrepiVara, a quienes nos visitan y nos recomiendan: ustedes hacen esto posible.</p>
      </Section>

      <div className="grid gap-6 sm:grid-cols-2">
        <Section title="Misión">
          <p>Servir crepas artesanales excepcionales con una atención hogareña y cálida.</p>
        </Section>
        <Section title="Visión">
          <p>Ser la crepería de referencia de la región y un punto de encuentro para familias y amigos.</p>
        </Section>
      </div>

      <Section title="Valores">
        <ul className="grid gap-3 sm:grid-cols-2">
          {values.map((value) => (
            <li key={value.name}>
              <strong className="text-ink">{value.name}:</strong> {value.text}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Horario de atención">
        <WeekHours hours={hours} closure={closure} label="Horario de atención" className="text-2xl font-bold text-ink" closureClassName="font-bold text-off" />
        <p>{opensEveryDay(hours) ? 'Abrimos todos los días, feriados incluidos. ¡Te esperamos!' : '¡Te esperamos!'}</p>
      </Section>

      <Section title="Compromiso social">
        <p>Creemos que un negocio de barrio también cuida a su barrio.</p>
        <ul className="grid gap-3 sm:grid-cols-3">
          {commitments.map((item) => (
            <li key={item.name} className="rounded-2xl bg-surface-2 p-4">
              <strong className="block text-ink">{item.name}</strong>
              <span className="text-base">{item.text}</span>
            </li>
          ))}
        </ul>
      </Section>

      <section className="rounded-[2rem] bg-gradient-to-br from-brand to-[#a21caf] p-8 text-center text-white dark:from-[#4c1d95] dark:to-[#701a75]">
        <h2 className="text-3xl font-extrabold">¿Se te antojó algo?</h2>
        <p className="mt-2 text-lg text-white/90">Mira el menú completo y arma tu pedido en un par de toques.</p>
        <AppLink href="/menu" className="mt-5 inline-block rounded-full bg-white px-7 py-3.5 text-lg font-extrabold text-[#4c1d95] hover:bg-[#f3e8ff]">
          Ver el menú
        </AppLink>
      </section>
    </div>
  );
}
