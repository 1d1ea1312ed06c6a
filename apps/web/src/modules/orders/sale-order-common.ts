export const SALE_ORDER_LIST = { title: 'Sale Orders', path: '/setup/sale-order-list' };
export const saleOrderKeys = { all: ['saleOrders'] as const };
