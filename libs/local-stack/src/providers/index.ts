export * from './http-stand-in';
export * from './aircall-stand-in';
export * from './ringcentral-stand-in';
export * from './intelepeer-stand-in';
