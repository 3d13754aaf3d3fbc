import { describe, expect, it } from 'vitest';
import { operationsKit } from '../../../test/mothers/server-operations.mother';
import { FormValidationError } from '../errors/form-validation-error';

const CODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ12';
const OTHER = 'ZZZZ-YYYY-XXXX-WWWW-VVVV-UUUU-1234';
const never = () => Promise.resolve(false);

const deactivated = () => operationsKit({ licenseStatus: 'deactivated' });

describe('ActivateLicenseUseCase (specification section 4)', () => {
  it('does nothing when already activated unless forced', async () => {
    const kit = operationsKit();
    kit.appliance.operations.activationFails = 'would fail if called';
    expect((await kit.activate.execute({ productCode: CODE, confirmChange: never })).kind).toBe('already-activated');
    await expect(kit.activate.execute({ productCode: CODE, force: true, confirmChange: never })).rejects.toThrow('unable to activate license');
  });

  it('sets the same code without asking (spaces, dashes and case ignored) and activates', async () => {
    const kit = deactivated();
    const asked: string[] = [];
    const outcome = await kit.activate.execute({ productCode: 'abcd efgh-ijkl-mnop-qrst-uvwx-yz12', confirmChange: (current) => (asked.push(current), Promise.resolve(true)) });
    expect(asked).toEqual([]);
    expect(outcome.kind).toBe('activated');
    expect(outcome.license.status).toBe('activated');
  });

  it('asks before replacing a different code; declining changes nothing', async () => {
    const kit = deactivated();
    const asked: Array<[string, string]> = [];
    const outcome = await kit.activate.execute({ productCode: OTHER, confirmChange: (current, next) => (asked.push([current, next]), Promise.resolve(false)) });
    expect(asked).toEqual([[CODE, 'ZZZZYYYYXXXXWWWWVVVVUUUU1234']]);
    expect(outcome.kind).toBe('cancelled');
    expect(kit.appliance.productCode).toBe(CODE);
    expect(kit.appliance.licenseStatus).toBe('deactivated');

    expect((await kit.activate.execute({ productCode: OTHER, confirmChange: () => Promise.resolve(true) })).kind).toBe('activated');
    expect(kit.appliance.productCode).toBe('ZZZZYYYYXXXXWWWWVVVVUUUU1234');
  });

  it("'product code is required', and 'invalid product code' for a wrong length or when the appliance answers 400", async () => {
    const kit = deactivated();
    const field = async (productCode: string) => {
      const error = await kit.activate.execute({ productCode, confirmChange: () => Promise.resolve(true) }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FormValidationError);
      return (error as FormValidationError<'productCode'>).fields.productCode;
    };
    expect(await field(' - ')).toBe('LICENSE.PRODUCT_CODE_REQUIRED');
    expect(await field('ABC')).toBe('LICENSE.INVALID_PRODUCT_CODE');
    expect(await field('ABCDEFGHIJKLMNOPQRSTUVWXY#12')).toBe('LICENSE.INVALID_PRODUCT_CODE');
    expect(kit.appliance.productCode).toBe(CODE);
  });

  it("'unable to activate license' when the licence server refuses", async () => {
    const kit = deactivated();
    kit.appliance.operations.activationFails = 'licence server unreachable';
    await expect(kit.activate.execute({ productCode: CODE, confirmChange: never })).rejects.toMatchObject({ code: 'LICENSE.ACTIVATION_FAILED', message: 'unable to activate license' });
    expect(kit.appliance.licenseStatus).toBe('deactivated');
  });
});
