import CasesClock
import CasesFerrostar
import CasesJokes
import CasesPointfree
import FidelityCases

/// The suite: every case the selection rule (Fidelity/README.md) chose, in repository order.
enum FidelitySuite {
    /// The cases the suite renders and scores.
    static var cases: [FidelityCase] {
        PointfreeCases.all + JokesCases.all + ClockCases.all + FerrostarCases.all
    }

    /// The selected cases it does not render, with the reason.
    static var unrendered: [UnrenderedCase] {
        FerrostarCases.unrendered
    }
}
