import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { SaveButton } from './submit-button';

function field(error?: string) {
  return renderToStaticMarkup(
    // Field's child is a render prop: createElement's child arguments take nodes, not functions.
    // eslint-disable-next-line react/no-children-prop
    createElement(Field, {
      id: 'f-envio',
      label: 'Envío a domicilio (₡)',
      help: '0: sin costo.',
      error,
      children: (control) => createElement('input', { ...control, value: '500', readOnly: true }),
    }),
  );
}

describe('Field', () => {
  it('ties the label and the help line to the control', () => {
    const html = field();
    expect(html).toContain('<label for="f-envio"');
    expect(html).toMatch(/<input id="f-envio" aria-describedby="f-envio-ayuda"/);
    expect(html).not.toContain('aria-invalid');
    expect(html).toMatch(/<p id="f-envio-ayuda" class="[^"]*text-muted[^"]*">0: sin costo\.<\/p>/);
  });

  it('with a problem, the help line says it in red and the control is invalid', () => {
    const html = field('El envío es un número entero de ₡0 a ₡50 000.');
    expect(html).toMatch(/<input id="f-envio" aria-invalid="true" aria-describedby="f-envio-ayuda"/);
    expect(html).toMatch(/<p id="f-envio-ayuda" class="[^"]*text-off[^"]*">El envío es un número entero/);
    expect(html).not.toContain('0: sin costo.');
  });
});

describe('SaveButton', () => {
  it('says "Guardando…" and is disabled while saving; disabled also when told', () => {
    const render = (props: { saving: boolean; disabled?: boolean }) =>
      renderToStaticMarkup(
        // eslint-disable-next-line react/no-children-prop -- createElement's typing wants a required child among the props
        createElement(SaveButton, { ...props, children: 'Guardar ajustes' }),
      );
    expect(render({ saving: false })).toMatch(/<button type="submit" class="[^"]*">Guardar ajustes<\/button>/);
    expect(render({ saving: true })).toMatch(/<button type="submit" disabled="" class="[^"]*">Guardando…<\/button>/);
    expect(render({ saving: false, disabled: true })).toMatch(/<button type="submit" disabled="" class="[^"]*">Guardar ajustes<\/button>/);
  });
});
