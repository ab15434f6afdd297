import { z } from 'zod';
import {
  envelopeVariables,
  httpVariables,
  kafkaVariables,
  loadConfigOrExit,
  redisVariables,
  rpcVariables,
  runtimeVariables,
  s3Variables,
  tokenVariables,
  uploadVariables,
  webVariables,
  gatewayExposureVariables,
} from '@dental/config';

export const gatewayConfigSchema = z.object({
  ...runtimeVariables,
  ...httpVariables,
  ...kafkaVariables,
  ...rpcVariables,
  ...redisVariables,
  JWT_SECRET: tokenVariables.JWT_SECRET,
  ...envelopeVariables,
  ...webVariables,
  ...gatewayExposureVariables,
  ...s3Variables,
  ...uploadVariables,
});
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export const loadGatewayConfig = (): GatewayConfig => loadConfigOrExit(gatewayConfigSchema);

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
