export function App() {
  return <div className="p-8">Milim</div>;
}
