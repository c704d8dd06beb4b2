import { describe, expect, it } from 'vitest';
import { isPanelPath, loginPathFor, panelReturnPath } from './panel-paths';

describe('isPanelPath', () => {
  it('matches the admin area and nothing that merely starts like it', () => {
    expect(isPanelPath('/home-admin')).toBe(true);
    expect(isPanelPath('/home-admin/anything/deep')).toBe(true);
    expect(isPanelPath('/home-administrator')).toBe(false);
    expect(isPanelPath('/menu')).toBe(false);
  });

  it('covers "Mi cuenta" (/account), which shares the admin sidebar', () => {
    expect(isPanelPath('/account')).toBe(true);
    expect(isPanelPath('/account/x.json')).toBe(true);
    expect(isPanelPath('/accounts')).toBe(false);
  });
});

describe('panelReturnPath', () => {
  it('keeps a desk or account page, with its query', () => {
    for (const path of ['/home-admin', '/home-admin/menu', '/home-admin/pedidos?fecha=2026-11-28', '/account']) expect(panelReturnPath(path), path).toBe(path);
  });

  it('refuses anything that could leave the panel', () => {
    for (const value of [
      'https://evil.example/home-admin',
      '//evil.example/home-admin',
      '/\\evil.example',
      '/home-admin/../login',
      '/home-admin//x',
      '/home-administrator',
      '/menu',
      '/home-admin#x',
      `/home-admin/${'x'.repeat(400)}`,
      '',
      null,
      42,
    ]) {
      expect(panelReturnPath(value), String(value)).toBeNull();
    }
  });
});

describe('loginPathFor', () => {
  it('names the refused page, except the desk home the login goes to anyway', () => {
    expect(loginPathFor('/home-admin/menu')).toBe('/login?acceso=admin&volver=%2Fhome-admin%2Fmenu');
    expect(loginPathFor('/home-admin/pedidos', '?fecha=2026-11-28')).toBe('/login?acceso=admin&volver=%2Fhome-admin%2Fpedidos%3Ffecha%3D2026-11-28');
    expect(loginPathFor('/home-admin')).toBe('/login?acceso=admin');
    expect(loginPathFor('/home-admin/x', '?a=<script>')).toBe('/login?acceso=admin');
  });
});
