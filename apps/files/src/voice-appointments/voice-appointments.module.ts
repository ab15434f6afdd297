import { Module } from '@nestjs/common';
import { VoiceAppointmentsHandlers } from './voice-appointments.handlers';

/** The voice assistant's scheduled appointments and their status switch. */
@Module({ providers: [VoiceAppointmentsHandlers] })
export class VoiceAppointmentsModule {}
