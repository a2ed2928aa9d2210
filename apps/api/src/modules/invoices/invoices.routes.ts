import { idSchema, invoiceListSchema } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listInvoices } from './invoices.repository';

const accountParams = z.object({ accountId: idSchema });
const tags = ['invoices'];

/** Billing of an organisation; the overdue count drives the overdue-invoice toast (spec §4). */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/:accountId/invoices',
    {
      schema: {
        tags,
        summary: "The organisation's invoices, newest first, and how many are overdue",
        params: accountParams,
        response: { 200: invoiceListSchema },
      },
    },
    async (request) => {
      const { account } = request;
      const data = await listInvoices(app.db, account.id);
      return { data, overdueCount: data.filter((invoice) => invoice.overdue).length };
    },
  );
};
