// "<nombre> agregado al carrito": the add buttons say it, the cart bar shows and announces it.
const ADDED = 'carrito:agregado';

export function announceAdded(nombre: string) {
  window.dispatchEvent(new CustomEvent<string>(ADDED, { detail: nombre }));
}

export function onAdded(listener: (nombre: string) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(ADDED, handler);
  return () => window.removeEventListener(ADDED, handler);
}
