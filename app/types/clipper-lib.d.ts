/** The part of clipper-lib (Angus Johnson's Clipper 6, JavaScript port) the die-cut outline uses (app/designer/cut-outline.ts). */
declare module 'clipper-lib' {
  interface IntPoint {
    X: number
    Y: number
  }
  type Path = IntPoint[]
  interface Clipper {
    AddPath(path: Path, polyType: number, closed: boolean): boolean
    AddPaths(paths: Path[], polyType: number, closed: boolean): boolean
    Execute(clipType: number, solution: Path[], subjFill: number, clipFill: number): boolean
  }
  interface ClipperOffset {
    AddPaths(paths: Path[], joinType: number, endType: number): void
    Execute(solution: Path[], delta: number): void
  }
  const ClipperLib: {
    Clipper: {
      new (): Clipper
      Orientation(path: Path): boolean
      Area(path: Path): number
      CleanPolygon(path: Path, distance?: number): Path
    }
    ClipperOffset: new (miterLimit?: number, arcTolerance?: number) => ClipperOffset
    PolyType: { ptSubject: number; ptClip: number }
    ClipType: { ctUnion: number; ctIntersection: number; ctDifference: number; ctXor: number }
    PolyFillType: { pftNonZero: number; pftEvenOdd: number }
    JoinType: { jtRound: number; jtSquare: number; jtMiter: number }
    EndType: { etClosedPolygon: number }
  }
  export default ClipperLib
}
