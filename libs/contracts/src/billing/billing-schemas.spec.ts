import { FeeScheduleRoutes, SubscriptionRoutes } from './billing.routes';
import { checkFeeRows, feeScheduleYears, isWellFormedPrice } from './fee-schedules';

const practiceId = '65f0a1b2c3d4e5f601234501';
const clientId = '65f0a1b2c3d4e5f601230001';

describe('fee schedule rules', () => {
  it('takes a price as $ and digits with up to two decimals', () => {
    expect(['$85', '$85.5', '$85.50', ' $0.07 '].every(isWellFormedPrice)).toBe(true);
    expect(['85', '$85.505', '$', '$1,200', 'USD 5', '$-5'].some(isWellFormedPrice)).toBe(false);
  });

  it('finds each duplicate code once and every code with a wrong price', () => {
    expect(
      checkFeeRows([
        { serviceCode: 'D1', price: '$1' },
        { serviceCode: 'D1 ', price: '1' },
        { serviceCode: 'D2', price: '$2' },
        { serviceCode: 'D1', price: '$3' },
      ]),
    ).toEqual({ duplicates: ['D1'], wrongPrices: ['D1'] });
  });

  it("offers the spec's years and carries them on to next year", () => {
    expect(feeScheduleYears(new Date('2024-03-01'))).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect(feeScheduleYears(new Date('2026-11-27'))).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027]);
  });
});

describe('the billing calls', () => {
  // The web app adds the client it works with to every call; refusing it would break every screen.
  it('accept the client the web app sends with every call', () => {
    const year = new Date().getUTCFullYear();
    const accepted = [
      FeeScheduleRoutes.feeScheduleCarriers.command.request.safeParse({ practiceId, year: String(year), clientId }),
      FeeScheduleRoutes.feeScheduleByCarrier.command.request.safeParse({ practiceId, year, carrierName: 'Delta', clientId }),
      FeeScheduleRoutes.saveFeeSchedule.command.request.safeParse({ practiceId, year, carrierName: 'Delta', services: [], clientId }),
      FeeScheduleRoutes.updateFeeService.command.request.safeParse({
        rowId: practiceId,
        serviceCode: 'D1',
        serviceDescription: 'a',
        price: '$1',
        clientId,
      }),
      FeeScheduleRoutes.feeUploadRows.command.request.safeParse({ uploadId: practiceId, sheet: 'S', clientId }),
      SubscriptionRoutes.listSubscriptions.command.request.safeParse({ clientId }),
      SubscriptionRoutes.subscriptionInvoices.command.request.safeParse({ id: 'sub_1', clientId }),
      SubscriptionRoutes.cancelSubscription.command.request.safeParse({ id: 'sub_1', clientId }),
      SubscriptionRoutes.sendInvoice.command.request.safeParse({ invoiceId: 'in_1', clientId }),
    ];
    expect(accepted.map((r) => r.success)).toEqual(accepted.map(() => true));
  });

  it('refuse fields they do not know, and a save with neither services nor an upload', () => {
    expect(FeeScheduleRoutes.feeScheduleCarriers.command.request.safeParse({ practiceId, year: 2024, other: 1 }).success).toBe(false);
    const save = FeeScheduleRoutes.saveFeeSchedule.command.request.safeParse({ practiceId, year: 2024, carrierName: 'Delta' });
    expect(save.success).toBe(false);
    expect(save.error?.issues.map((i) => i.path.join('.'))).toEqual(['services']);
  });
});
