import { Controller, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { requestTopic, type RpcReplyMessage, type RpcRequestMessage, type ServiceName } from '@dental/contracts';
import { CommandBus } from './command-bus';

/** The one Kafka request topic of a service (`rpc.<service>`), handed to the command bus. */
export function rpcRequestController(service: ServiceName): Type<unknown> {
  @Controller()
  class RpcRequestController {
    constructor(private readonly bus: CommandBus) {}

    @MessagePattern(requestTopic(service))
    handle(@Payload() message: RpcRequestMessage): Promise<RpcReplyMessage> {
      return this.bus.dispatch(message);
    }
  }
  return RpcRequestController;
}
