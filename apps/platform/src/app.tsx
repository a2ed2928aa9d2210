/**
 * The platform host serves the embedded screens of the shell on their own origin. Each screen is
 * opened by the shell in a frame; opened directly, the host explains what it is.
 */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', margin: '3rem auto', maxWidth: 640 }}>
      <h1>Feedline embedded screens</h1>
      <p>
        This origin serves the screens that the Feedline shell shows in frames. Open them from the
        shell, where you are signed in.
      </p>
    </main>
  );
}
