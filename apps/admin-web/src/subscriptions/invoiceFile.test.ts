import { FileCallError } from '../files/uploadWithProgress';
import { fetchInvoice } from './invoiceFile';

function sender(response: Response) {
  const paths: string[] = [];
  const send = (path: string) => {
    paths.push(path);
    return Promise.resolve(response);
  };
  return { paths, send };
}

describe('an invoice’s PDF', () => {
  it('asks for the invoice by its id and names the file as the server does', async () => {
    const pdf = new Response('%PDF-1.7', {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''Invoice%20A-12.pdf" },
    });
    const { paths, send } = sender(pdf);
    const file = await fetchInvoice('in_1/2', send);
    expect(paths).toEqual(['/api/stripe/invoice/in_1%2F2/download']);
    expect(file.fileName).toBe('Invoice A-12.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('names a file the server did not name by the invoice’s id', async () => {
    const file = await fetchInvoice('in_7', sender(new Response('%PDF')).send);
    expect(file.fileName).toBe('in_7.pdf');
  });

  it('surfaces the server’s message when it may be shown, the generic one otherwise', async () => {
    const shown = new Response(JSON.stringify({ message: 'Invoice not found', displayable: true }), { status: 404 });
    await expect(fetchInvoice('in_8', sender(shown).send)).rejects.toEqual(new FileCallError('Invoice not found'));
    const hidden = new Response(JSON.stringify({ message: 'stack trace', displayable: false }), { status: 500 });
    await expect(fetchInvoice('in_8', sender(hidden).send)).rejects.toThrow('Error downloading the invoice');
  });
});
