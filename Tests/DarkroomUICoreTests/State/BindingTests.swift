import DarkroomUI
import Testing

@MainActor @Suite struct BindingTests {
    final class Box {
        var value: Int = 0
        var name: String? = "a"
    }
    struct Profile {
        var name = "Ada"
        var age = 36
    }

    @Test func getAndSetReachTheOwner() {
        let box = Box()
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        binding.wrappedValue = 7
        #expect(box.value == 7)
        #expect(binding.wrappedValue == 7)
    }

    @Test func constantIgnoresWrites() {
        let binding = Binding.constant(3)
        binding.wrappedValue = 9
        #expect(binding.wrappedValue == 3)
    }

    @Test func dynamicMemberProjectionWritesThrough() {
        var profile = Profile()
        let binding = Binding(get: { profile }, set: { profile = $0 })
        binding.name.wrappedValue = "Grace"
        #expect(profile.name == "Grace")
        #expect(profile.age == 36)
    }

    @Test func unwrappingInitIsNilForNil() {
        let box = Box()
        let optional = Binding(get: { box.name }, set: { box.name = $0 })
        let unwrapped = try! #require(Binding(optional))
        unwrapped.wrappedValue = "b"
        #expect(box.name == "b")
        box.name = nil
        #expect(Binding(optional) == nil)
    }

    @Test func collectionBindingGivesElementBindings() {
        var items = [1, 2, 3]
        let binding = Binding(get: { items }, set: { items = $0 })
        for element in binding { element.wrappedValue *= 10 }
        #expect(items == [10, 20, 30])
    }
}
