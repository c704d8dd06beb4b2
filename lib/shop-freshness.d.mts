export declare const SHOP_CHANGED_AT: unique symbol;
export declare const SETTLE_MS: number;
export declare function keptBeforeShopChange(keptAt: number, startedAt: number): boolean;
