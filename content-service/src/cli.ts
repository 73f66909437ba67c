import { startContentService } from "./server";

/** Starts the service from the environment (CONTENT_PORT, CONTENT_DATA_DIR, ... see docs/content-service.md). */
async function main(): Promise<void> {
  const service = await startContentService();
  console.log(`Content service: http://localhost:${service.port}`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(130); // a second Ctrl+C does not wait for open connections
    stopping = true;
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Content service: error while stopping on ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(`Content service failed to start: ${(error as Error).message}`);
  process.exit(1);
});
