'use client';

import { useEffect } from 'react';
import { rememberTableFromLink } from './table-store';

/** A table's QR code opens `/menu?mesa=7`: remember the table for the visit. Renders nothing. */
export function TableLink() {
  useEffect(() => {
    rememberTableFromLink();
  }, []);
  return null;
}
