/**
 * The File converter's calls that carry bytes. An upload (`POST /api/utils/docxtopdf`,
 * `/api/utils/pdftotable`; multipart `source`, `extension`) is checked like any call, then by its
 * name's extension and its content (a real DOCX or PDF, at most 20 MB, counted as it arrives), put
 * in object storage, and the files service is asked to convert it: the answer is the conversion job,
 * which the screen follows. The converted file comes back through `GET /api/utils/conversion/{jobId}/file`.
 */
import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  AppError,
  CONVERTER_MAX_BYTES,
  ConversionFileRoutes,
  ConverterMessages,
  ErrorCode,
  conversionType,
  docxToPdfFieldsSchema,
  newId,
  parseInput,
  pdfToTableFieldsSchema,
  type ConversionKind,
  type RouteDef,
} from '@dental/contracts';
import { RpcClient } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { ApiPipeline } from '../api/api-pipeline';
import { fileKindOfContent } from './file-content';
import { readMultipart, type MultipartBody } from './multipart';
import { answerJson, expressPath, serveStoredFile } from './file-answers';

const text = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

@Controller()
export class ConversionsController {
  constructor(
    private readonly pipeline: ApiPipeline,
    private readonly rpc: RpcClient,
    private readonly storage: ObjectStorage,
  ) {}

  private deps() {
    return { pipeline: this.pipeline, rpc: this.rpc, storage: this.storage };
  }

  @Post(ConversionFileRoutes.docxToPdf.path)
  docxToPdf(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.convert(req, res, ConversionFileRoutes.docxToPdf, (fields) => {
      parseInput(docxToPdfFieldsSchema, { extension: text(fields.extension) });
      return 'docxtopdf';
    });
  }

  @Post(ConversionFileRoutes.pdfToTable.path)
  pdfToTable(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.convert(req, res, ConversionFileRoutes.pdfToTable, (fields) =>
      parseInput(pdfToTableFieldsSchema, { extension: text(fields.extension) }).extension === 'csv' ? 'pdftocsv' : 'pdftoxlsx',
    );
  }

  @Get(expressPath(ConversionFileRoutes.conversionDownload.path))
  download(@Req() req: Request, @Res() res: Response): Promise<void> {
    return serveStoredFile(this.deps(), ConversionFileRoutes.conversionDownload, req, res);
  }

  private convert(req: Request, res: Response, route: RouteDef, kindOf: (fields: MultipartBody['fields']) => ConversionKind) {
    return answerJson(req, res, async (requestId) => {
      // Token first: no bytes are read for a caller who is not signed in.
      await this.actor(route, req, {}, requestId);
      const body = await readMultipart(req, CONVERTER_MAX_BYTES, () => ConverterMessages.tooLarge);
      const actor = await this.actor(route, req, body.fields, requestId);
      const kind = kindOf(body.fields);
      const source = body.files.find((f) => f.field === 'source');
      if (!source) throw new AppError(ErrorCode.BadInput, 'source is required', true, [{ path: 'source', message: 'is required' }]);
      const expected = conversionType(kind).source;
      if (!source.filename.toLowerCase().endsWith(`.${expected}`)) {
        throw new AppError(ErrorCode.BadInput, ConverterMessages.wrongExtension, true, [
          { path: 'source', message: `${ConverterMessages.wrongExtension}: a .${expected} is needed` },
        ]);
      }
      if (fileKindOfContent(source.content) !== expected) {
        throw new AppError(ErrorCode.BadInput, ConverterMessages.unreadable, true, [
          { path: 'source', message: `${ConverterMessages.unreadable} It is not a ${expected.toUpperCase()} file.` },
        ]);
      }
      const key = `conversions/${newId()}/source.${expected}`;
      await this.storage.put(key, source.content, expected === 'pdf' ? 'application/pdf' : 'application/octet-stream');
      try {
        return await this.rpc.send(
          route.command as typeof ConversionFileRoutes.docxToPdf.command,
          { kind, source: { key, size: source.content.length, name: source.filename }, clientId: text(body.fields.clientId) },
          actor,
          requestId,
        );
      } catch (error) {
        await this.storage.remove(key).catch(() => undefined);
        throw error;
      }
    });
  }

  private async actor(route: RouteDef, req: Request, input: unknown, requestId: string) {
    return (await this.pipeline.authenticate(route, req.headers.authorization, input, requestId)).actor;
  }
}
