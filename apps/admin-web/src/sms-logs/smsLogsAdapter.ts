/**
 * The two SMS logs' data: react-admin's getList becomes `GET /api/sms/v1/ringcentral/messages` or
 * `/aircall/messages` with page, perPage, phoneNumber and the day range (dateFrom from
 * T00:00:00.000Z, dateTo to T23:59:59.000Z); the provider's state travels in `meta`.
 */
import { CallsRoutes, parseDay, type SmsProvider } from '@dental/contracts';
import type { GetListParams } from 'react-admin';
import type { AdapterFactory } from '../api/resourceAdapter';

export const SMS_RESOURCES: Record<SmsProvider, { name: string; title: string }> = {
  ringcentral: { name: 'ring-central', title: 'Ring Central 2FA SMS' },
  aircall: { name: 'aircall-sms', title: 'Air Call 2FA SMS' },
};

export function smsQuery(params: Pick<GetListParams, 'filter' | 'pagination'>): Record<string, string> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const query: Record<string, string> = { page: String(page), perPage: String(perPage) };
  const phone = typeof params.filter?.phoneNumber === 'string' ? params.filter.phoneNumber.replace(/[^\d+]/g, '') : '';
  if (phone) query.phoneNumber = phone;
  const from = parseDay(String(params.filter?.dateFrom ?? ''));
  const to = parseDay(String(params.filter?.dateTo ?? ''));
  if (from) query.dateFrom = `${from}T00:00:00.000Z`;
  if (to) query.dateTo = `${to}T23:59:59.000Z`;
  return query;
}

function smsAdapter(provider: SmsProvider): AdapterFactory {
  const route = provider === 'ringcentral' ? CallsRoutes.ringCentralMessages : CallsRoutes.aircallMessages;
  return (call) => ({
    async getList(params) {
      const answer = await call(route, { query: smsQuery(params), signal: params.signal });
      return { data: answer.records, total: answer.paging.totalElements, meta: { provider: answer.provider } };
    },
  });
}

export const SMS_ADAPTERS: Record<SmsProvider, AdapterFactory> = { ringcentral: smsAdapter('ringcentral'), aircall: smsAdapter('aircall') };
