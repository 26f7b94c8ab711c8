import { describe, expect, it } from 'vitest';
import { expandUpcE, gs1CheckDigit, parseBarcode, productCodeOf, productFoodId, productPortions } from './barcode.ts';

describe('barcodes', () => {
  it('computes GS1 check digits (weights 3 and 1 from the right)', () => {
    // 3017620422003: Nutella 400 g; 5449000000996: Coca-Cola 330 ml; 96385074: GS1's EAN-8 example.
    expect(gs1CheckDigit('301762042200')).toBe(3);
    expect(gs1CheckDigit('544900000099')).toBe(6);
    expect(gs1CheckDigit('9638507')).toBe(4);
    expect(gs1CheckDigit('03600029145')).toBe(2);
  });

  it('reads EAN-13 and refuses one wrong digit', () => {
    expect(parseBarcode('3017620422003')).toEqual({ code: '3017620422003', format: 'ean_13' });
    expect(parseBarcode('3017620422004')).toBeNull();
    expect(parseBarcode('3017620422013')).toBeNull();
  });

  it('keys a UPC-A by its 13-digit EAN (a leading 0), as Open Food Facts does', () => {
    expect(parseBarcode('036000291452')).toEqual({ code: '0036000291452', format: 'upc_a' });
    expect(parseBarcode('0036000291452')).toEqual({ code: '0036000291452', format: 'upc_a' });
    expect(parseBarcode('036000291453')).toBeNull();
  });

  it('reads EAN-8', () => {
    expect(parseBarcode('96385074')).toEqual({ code: '96385074', format: 'ean_8' });
    expect(parseBarcode('96385075')).toBeNull();
  });

  it('writes a UPC-E out as its UPC-A and keys it the same', () => {
    // GS1's examples: 0 425261 4 is 0 42100 00526 4; each last digit 0-9 has its own rule.
    expect(expandUpcE('04252614')).toBe('042100005264');
    expect(expandUpcE('01234505')).toBe('012000003455');
    expect(expandUpcE('01234531')).toBe('012300000451');
    expect(expandUpcE('01234544')).toBe('012340000054');
    expect(parseBarcode('04252614')).toEqual({ code: '0042100005264', format: 'upc_e' });
    expect(parseBarcode('04252614', 'upc_e')).toEqual({ code: '0042100005264', format: 'upc_e' });
    expect(parseBarcode('04252615')).toBeNull();
  });

  it('takes spaces and dashes as a person types them, nothing else', () => {
    expect(parseBarcode(' 3017620 422003 ')?.code).toBe('3017620422003');
    expect(parseBarcode('3-017620-422003')?.code).toBe('3017620422003');
    expect(parseBarcode('30176204220O3')).toBeNull();
    expect(parseBarcode('1234567')).toBeNull();
    expect(parseBarcode('12345678901234')).toBeNull();
    expect(parseBarcode('')).toBeNull();
  });

  it("names a product's food id by its code and reads it back", () => {
    expect(productFoodId('3017620422003')).toBe('off-3017620422003');
    expect(productCodeOf('off-3017620422003')).toBe('3017620422003');
    expect(productCodeOf('arroz-blanco')).toBeNull();
    expect(productCodeOf('off-12')).toBeNull();
  });

  it("offers a product's serving and whole package, then grams or ml", () => {
    const ids = (p: Parameters<typeof productPortions>[0]) => productPortions(p).map((x) => `${x.id}:${x.grams}`);
    expect(ids({ unit: 'g', serving_grams: 15, package_grams: 400 })).toEqual(['porcion:15', 'paquete:400', 'g:1']);
    expect(ids({ unit: 'ml', serving_grams: 330, package_grams: 330 })).toEqual(['porcion:330', 'ml:1']);
    expect(ids({ unit: 'g', serving_grams: null, package_grams: 45 })).toEqual(['paquete:45', 'g:1']);
    expect(ids({ unit: 'g', serving_grams: null, package_grams: null })).toEqual(['g:1']);
  });
});
