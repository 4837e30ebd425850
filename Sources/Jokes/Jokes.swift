/// The article's app module is `Jokes`: this module re-exports the example (`JokesApp`) under that name, so
/// that its test file keeps `@testable import Jokes` as published.
@_exported import JokesApp
